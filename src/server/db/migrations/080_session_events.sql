-- A session that ends or changes (logout, expiry, role switch) and a user whose standing changes (locked,
-- password reset, moved to another site, roles granted or removed) are announced on the realtime
-- channel (src/server/realtime/bus.ts: rt_<schema>, topic "session"), whatever code path or process
-- wrote it, so every process ends that user's open event streams (src/server/realtime/sessionWatch.ts).
CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uid int;
  sid bigint;
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    uid := OLD.user_id;
    sid := OLD.id;
  ELSIF TG_TABLE_NAME = 'users' THEN
    uid := OLD.id;
  ELSIF TG_OP = 'INSERT' THEN
    uid := NEW.user_id;
  ELSE
    uid := OLD.user_id;
  END IF;
  PERFORM pg_notify(
    left('rt_' || regexp_replace(lower(current_schema()), '[^a-z0-9_]', '_', 'g'), 63),
    json_build_object('t', 'session', 'd', json_build_object('u', uid, 's', sid))::text
  );
  RETURN NULL;
END
$$;
CREATE TRIGGER sessions_announce_end AFTER DELETE OR UPDATE OF role, user_id ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER users_announce_change AFTER UPDATE OF locked, password_hash, site_id ON users
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER user_roles_announce_change AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();
