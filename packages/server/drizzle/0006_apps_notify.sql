-- Every change to an app row is announced on the channel foyer_apps (payload: the app id), so each Foyer
-- process drops its in-memory copy of that app (domain/apps/watchApps.ts). A trigger, not the writers:
-- seeding, `foyer apps add`, key rotation and edits by hand are all covered.
CREATE OR REPLACE FUNCTION foyer_apps_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('foyer_apps', COALESCE(NEW.id, OLD.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER foyer_apps_changed AFTER INSERT OR UPDATE OR DELETE ON "apps"
  FOR EACH ROW EXECUTE FUNCTION foyer_apps_changed();
