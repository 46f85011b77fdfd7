-- Delegation of approvals: an approver away for some business days names a colleague of the same site, who
-- signs chain levels in the approver's name meanwhile; the decision keeps both (user_id: in whose name,
-- signed_by_id: who signed).
CREATE TABLE approval_delegations (
  id           bigserial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  delegate_id  integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  from_day     date NOT NULL,
  to_day       date NOT NULL,
  created_at   timestamptz NOT NULL,
  CHECK (from_day <= to_day),
  CHECK (user_id <> delegate_id)
);
CREATE INDEX approval_delegations_delegate ON approval_delegations (delegate_id, to_day);
CREATE INDEX approval_delegations_user ON approval_delegations (user_id, to_day);

ALTER TABLE approval_decisions ADD COLUMN signed_by_id integer;
ALTER TABLE approval_decisions ADD COLUMN signed_by_name text NOT NULL DEFAULT '';
