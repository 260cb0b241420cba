CREATE TABLE "data_export_audit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_export_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	"token_hash" text,
	"content" text,
	"schema_version" text,
	CONSTRAINT "data_export_requests_ready" CHECK ("data_export_requests"."status" = 'pending' or ("data_export_requests"."ready_at" is not null and "data_export_requests"."expires_at" is not null and "data_export_requests"."token_hash" is not null))
);
--> statement-breakpoint
ALTER TABLE "data_export_audit" ADD CONSTRAINT "data_export_audit_request_id_data_export_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."data_export_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_export_audit" ADD CONSTRAINT "data_export_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_export_requests" ADD CONSTRAINT "data_export_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_export_audit_request" ON "data_export_audit" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "data_export_requests_user" ON "data_export_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_export_requests_token" ON "data_export_requests" USING btree ("token_hash");