DROP INDEX "messages_idempotency_unique";--> statement-breakpoint
CREATE INDEX "messages_temp_msg_id_index" ON "messages" USING btree ("conversation_id","sender_kind","sender_id","temp_msg_id");