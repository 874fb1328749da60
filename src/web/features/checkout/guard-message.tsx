import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

interface GuardMessageProps {
  title: string;
  children?: ReactNode;
  action?: { to: string; label: string } | { onClick: () => void; label: string };
}

/** A checkout or confirmation page that cannot go on: the reason, and where to go instead. */
export function GuardMessage({ title, children, action }: GuardMessageProps) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="p-8 text-center">
        <AlertCircle aria-hidden="true" className="mx-auto h-10 w-10 text-plum" />
        <h1 className="mt-4 font-serif text-2xl text-ink">{title}</h1>
        {children && <div className="mt-2 text-muted">{children}</div>}
        {action && (
          <Button asChild={"to" in action} className="mt-6" onClick={"onClick" in action ? action.onClick : undefined}>
            {"to" in action ? <Link to={action.to}>{action.label}</Link> : action.label}
          </Button>
        )}
      </Card>
    </div>
  );
}
