CREATE TABLE "job_hiring_managers" (
	"job_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"employer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_hiring_managers_job_id_member_id_pk" PRIMARY KEY("job_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "recruiter_member_id" uuid;--> statement-breakpoint
ALTER TABLE "job_hiring_managers" ADD CONSTRAINT "job_hiring_managers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_hiring_managers" ADD CONSTRAINT "job_hiring_managers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_hiring_managers" ADD CONSTRAINT "job_hiring_managers_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_hiring_managers_member_index" ON "job_hiring_managers" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_recruiter_member_id_members_id_fk" FOREIGN KEY ("recruiter_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_recruiter_member_index" ON "jobs" USING btree ("recruiter_member_id");