import { zodResolver } from "@hookform/resolvers/zod";
import {
  DATABASE_TYPE_LABELS,
  DATABASE_TYPES,
  QUERY_FAILED,
  TRANSLATION_FAILED,
  type TranslateSqlRequest,
  translateSqlRequestSchema,
} from "@shared/schemas/data-tools";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field } from "../../components/ui/field";
import { Select, Textarea } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { errorText } from "../../lib/api";
import { useRunEditedSql } from "./api/run-edited-sql";
import { useRunSql } from "./api/run-sql";
import { useTranslateSql } from "./api/translate-sql";
import { SQL_EXAMPLE_QUESTIONS } from "./sql-examples";
import { SqlResults } from "./sql-results";
import { TranslatedSqlCard } from "./translated-sql-card";

type FormInput = z.input<typeof translateSqlRequestSchema>;

/** SQL Translation: an English question about the shop becomes SQL, which may be edited, and run read-only. */
export function SqlTranslationTab() {
  const translate = useTranslateSql();
  const run = useRunSql();
  const runEdit = useRunEditedSql();
  const running = run.isPending || runEdit.isPending;
  const form = useForm<FormInput, unknown, TranslateSqlRequest>({
    resolver: zodResolver(translateSqlRequestSchema),
    defaultValues: { question: "", databaseType: "postgresql" },
  });
  const { errors } = form.formState;
  // Whatever the outcome of a new question (sent, or refused by the form), the last answer goes.
  function clearAnswer() {
    translate.reset();
    run.reset();
    runEdit.reset();
  }
  const onSubmit = form.handleSubmit((request) => {
    clearAnswer();
    translate.mutate(request);
  }, clearAnswer);
  const translated = translate.isSuccess ? translate.data : null;
  // The question the shown SQL came from: Run sends it again and the server translates it itself.
  const translatedQuestion = translate.variables?.question ?? "";

  return (
    <div className="flex flex-col gap-6">
      <Card className="p-4 sm:p-6">
        <h2 className="font-serif text-xl text-ink">Ask the shop's data a question</h2>
        <p className="mt-1 text-sm text-muted">
          About subscriptions, recipients, buyers, gift boxes and plans, vendors, fulfilment orders or payments.
        </p>
        <form onSubmit={onSubmit} noValidate aria-label="SQL translation" className="mt-4 flex flex-col gap-5">
          <Field label="Question" error={errors.question?.message}>
            <Textarea placeholder="How many active subscriptions by state?" {...form.register("question")} />
          </Field>
          <div>
            <p className="text-sm font-medium text-ink" id="sql-examples-label">
              Try an example
            </p>
            <ul aria-labelledby="sql-examples-label" className="mt-2 flex flex-wrap gap-2">
              {SQL_EXAMPLE_QUESTIONS.map((question) => (
                <li key={question}>
                  <Button
                    variant="outline"
                    size="sm"
                    className="h-auto min-h-9 py-1.5 text-left"
                    onClick={() => form.setValue("question", question, { shouldValidate: true })}
                  >
                    {question}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
          <Field label="Database type" error={errors.databaseType?.message}>
            <Select {...form.register("databaseType")}>
              {DATABASE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {DATABASE_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </Field>
          <div>
            <Button
              type="submit"
              disabled={translate.isPending}
              aria-busy={translate.isPending}
              className="w-full sm:w-auto"
            >
              {translate.isPending ? "Translating..." : "Translate"}
            </Button>
          </div>
        </form>
      </Card>

      {translate.isPending && <Spinner label="Translating the question" />}
      {translate.isError && (
        <div role="alert" className="rounded-2xl border border-danger/40 bg-white p-4 text-danger">
          {errorText(translate.error, TRANSLATION_FAILED)}
        </div>
      )}
      {translated && (
        <TranslatedSqlCard
          key={translate.submittedAt}
          translated={translated}
          running={running}
          onRun={() => {
            runEdit.reset();
            run.mutate({ question: translatedQuestion });
          }}
          onRunSql={(sql) => {
            run.reset();
            runEdit.mutate({ sql });
          }}
        />
      )}
      {running && <Spinner label="Running the query" />}
      {run.isError && (
        <div role="alert" className="rounded-2xl border border-danger/40 bg-white p-4 text-danger">
          {errorText(run.error, TRANSLATION_FAILED)}
        </div>
      )}
      {runEdit.isError && (
        <div role="alert" className="rounded-2xl border border-danger/40 bg-white p-4 text-danger">
          {errorText(runEdit.error, QUERY_FAILED)}
        </div>
      )}
      {run.isSuccess && <SqlResults result={run.data} />}
      {runEdit.isSuccess && <SqlResults result={runEdit.data} />}
    </div>
  );
}
