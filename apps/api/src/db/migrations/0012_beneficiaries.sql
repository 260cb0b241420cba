CREATE TABLE "beneficiaries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"insurance_membership_id" uuid NOT NULL,
	"policy_id" uuid,
	"type" text NOT NULL,
	"responsibility" text NOT NULL,
	"allocation" integer NOT NULL,
	"first_name" text,
	"middle_initial" text,
	"last_name" text,
	"suffix" text,
	"relationship" text,
	"birthdate" date,
	"name" text,
	"business_type" text,
	"date_of_trust" date,
	"parent_guardian_info" text,
	"phone_number" text,
	"email" text,
	"street1" text,
	"street2" text,
	"city" text,
	"state" char(2),
	"postal_code" text,
	"address_verified_at" timestamp with time zone,
	"position" serial NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "beneficiaries_allocation" CHECK ("beneficiaries"."allocation" between 1 and 100),
	CONSTRAINT "beneficiaries_address" CHECK ("beneficiaries"."type" = 'trust' or ("beneficiaries"."street1" is not null and "beneficiaries"."city" is not null and "beneficiaries"."state" is not null and "beneficiaries"."postal_code" is not null))
);
--> statement-breakpoint
CREATE TABLE "beneficiary_tax_ids" (
	"beneficiary_id" uuid PRIMARY KEY NOT NULL,
	"ciphertext" text NOT NULL,
	"iv" text NOT NULL,
	"auth_tag" text NOT NULL,
	"key_id" text NOT NULL,
	"last4" char(4) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "beneficiary_tax_ids_last4" CHECK ("beneficiary_tax_ids"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_insurance_membership_id_insurance_memberships_id_fk" FOREIGN KEY ("insurance_membership_id") REFERENCES "public"."insurance_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_tax_ids" ADD CONSTRAINT "beneficiary_tax_ids_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiaries_membership" ON "beneficiaries" USING btree ("insurance_membership_id");