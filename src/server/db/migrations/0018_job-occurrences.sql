CREATE TABLE "job_occurrences" (
	"job" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"attempts" integer DEFAULT 1 NOT NULL,
	"outcome" jsonb,
	CONSTRAINT "job_occurrences_job_due_at_pk" PRIMARY KEY("job","due_at")
);
