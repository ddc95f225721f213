DROP INDEX "accounts_name_key";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "name_key" text GENERATED ALWAYS AS (regexp_replace(lower(account_name), '[^a-z0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "accounts_name_key_trgm" ON "accounts" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_name_key" ON "accounts" USING btree ("name_key");--> statement-breakpoint
-- The session cache (platform/session-cache.ts): every server process drops its cached sessions when a
-- session is revoked, or a user's name, role, password or enabled flag or a role's permissions change.
-- NOTIFY is sent at commit, once per transaction, so a rolled-back change drops nothing.
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fieldbook_sessions', '');
  RETURN NULL;
END $$;--> statement-breakpoint
-- A session's routine touch (last_seen_at moving forward, once a minute) does not drop the caches.
CREATE TRIGGER sessions_changed AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.expires_at <> OLD.expires_at
        OR NEW.last_seen_at < OLD.last_seen_at OR NEW.user_id <> OLD.user_id OR NEW.token_hash <> OLD.token_hash)
  EXECUTE FUNCTION notify_sessions_changed();--> statement-breakpoint
CREATE TRIGGER sessions_removed AFTER DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();--> statement-breakpoint
CREATE TRIGGER users_sessions_changed
  AFTER UPDATE OF username, first_name, last_name, role_id, enabled, password_hash, password_change OR DELETE OR TRUNCATE
  ON "users" FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();--> statement-breakpoint
CREATE TRIGGER role_permissions_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
