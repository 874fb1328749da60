import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./styles.css";

// The first render runs as a transition, which React splits into short tasks: the main thread stays
// free for input while the shell and the first page are drawn (Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
