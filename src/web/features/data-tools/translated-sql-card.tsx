import {
  DATABASE_TYPE_LABELS,
  SQL_EDIT_MESSAGE,
  SQL_ROW_CAP,
  type TranslateSqlResult,
} from "@shared/schemas/data-tools";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field } from "../../components/ui/field";
import { Textarea } from "../../components/ui/input";
import { sqlEditState } from "./sql-rules";

interface TranslatedSqlCardProps {
  translated: TranslateSqlResult;
  running: boolean;
  /** Runs the translation itself (the server translates the question again). */
  onRun: () => void;
  /** Runs SQL as written here (staff's edit, or a language model's proposal), checked on the server. */
  onRunSql: (sql: string) => void;
}

/** The generated SQL, which staff may edit and run: the server checks an edit as it checks a translation. */
export function TranslatedSqlCard({ translated, running, onRun, onRunSql }: TranslatedSqlCardProps) {
  const [sql, setSql] = useState(translated.query);
  const [copied, setCopied] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const state = sqlEditState(translated.query, sql);
  const fromModel = translated.source === "model";

  async function copy() {
    try {
      await navigator.clipboard.writeText(sql);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  function runEdit() {
    if (state === "empty") {
      setProblem(SQL_EDIT_MESSAGE);
      return;
    }
    setProblem(undefined);
    onRunSql(sql.trim());
  }

  return (
    <Card className="p-4 sm:p-6">
      <h3 className="font-serif text-lg text-ink">SQL</h3>
      <p className="mt-1 text-ink">{translated.understood}</p>
      {fromModel && (
        <p className="mt-2 rounded-xl border border-plum/30 bg-blush/40 p-3 text-sm text-ink">
          <strong>Proposed by a language model.</strong> Check what it asks before relying on the figures.
        </p>
      )}
      <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">Complexity</dt>
          <dd className="capitalize text-ink">{translated.metadata.complexity}</dd>
        </div>
        <div>
          <dt className="text-muted">Database type</dt>
          <dd className="text-ink">{DATABASE_TYPE_LABELS[translated.metadata.database_type]}</dd>
        </div>
        <div>
          <dt className="text-muted">Tables</dt>
          <dd className="text-ink">{translated.metadata.tables.join(", ")}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <Field
          label="SQL"
          error={problem}
          hint={`Edit it to run your own version. Your edit is checked like a translation: one read-only SELECT over the tables staff may see, run as PostgreSQL, stopped after 5 seconds, at most ${SQL_ROW_CAP} rows shown.`}
        >
          <Textarea
            value={sql}
            onChange={(event) => {
              setSql(event.target.value);
              setCopied(false);
              setProblem(undefined);
            }}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            rows={Math.min(12, Math.max(4, sql.split("\n").length + 1))}
            className="font-mono text-sm"
          />
        </Field>
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button variant="outline" onClick={copy}>
          Copy
        </Button>
        <Button
          disabled={running}
          aria-busy={running}
          onClick={() => (fromModel ? onRunSql(translated.query) : onRun())}
        >
          {running ? "Running..." : "Run on the shop's data"}
        </Button>
        <Button variant="outline" disabled={running} aria-busy={running} onClick={runEdit}>
          Run my edit
        </Button>
        <span aria-live="polite" className="text-sm text-muted">
          {copied ? "Copied" : state === "edited" ? "Edited: Run my edit runs your version" : ""}
        </span>
      </div>
      {translated.metadata.database_type !== "postgresql" && (
        <p className="mt-2 text-sm text-muted">Runs as PostgreSQL, the shop's own database.</p>
      )}
    </Card>
  );
}
