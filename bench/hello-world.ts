// The baseline: a bare Fastify hello-world, measured in the same run as the app.
import Fastify from "fastify";

const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
console.log(`listening ${address}`);
