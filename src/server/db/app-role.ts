import pg from 'pg';

/**
 * With DATABASE_MIGRATION_URL, the tables belong to the migration role and the app
 * connects as a role of its own (DATABASE_URL's user). After each migration run the migrator
 * grants that role what the app needs and nothing more: reading and writing every table of the
 * schema but the audit log, which it may only read and append to, and the sequences behind their
 * ids. Not owning the tables, the app cannot disable the audit log's triggers, truncate it, or
 * update or delete its entries. Every privilege is set anew on each start (idempotent), in one
 * transaction, under the migrations' advisory lock.
 */

const SCHEMA = 'public';
const AUDIT_LOG = 'audit_log';

interface Side {
  role: string;
  database: string;
}

const whoAmI = async (client: pg.ClientBase): Promise<Side> =>
  (await client.query<Side>('select current_user as role, current_database() as database')).rows[0];

/**
 * Grants the role of the `app` connection its privileges over the `owner` connection (the
 * migration role's). Nothing to do when both are one role (the app then owns its tables, as
 * without DATABASE_MIGRATION_URL). Refuses, before granting anything, an app role that could
 * rewrite the log anyway: a superuser, or one with the rights of the owner of a table, sequence
 * or the schema (a schema's owner may drop its tables).
 */
export async function grantAppRole(owner: pg.ClientBase, app: pg.ClientBase): Promise<void> {
  const [migrator, user] = [await whoAmI(owner), await whoAmI(app)];
  if (migrator.database !== user.database) {
    throw new Error(
      `DATABASE_MIGRATION_URL names the database "${migrator.database}" and DATABASE_URL ` +
        `"${user.database}": they must name the same database.`,
    );
  }
  if (migrator.role === user.role) return;
  await refuseOwnerRights(owner, user.role);
  const role = pg.escapeIdentifier(user.role);
  const schema = pg.escapeIdentifier(SCHEMA);
  const auditLog = `${schema}.${pg.escapeIdentifier(AUDIT_LOG)}`;
  const { rows } = await owner.query<{ sequence: string | null }>(
    'select pg_get_serial_sequence($1, $2) as sequence',
    [`${SCHEMA}.${AUDIT_LOG}`, 'id'],
  );
  const auditSequence = rows[0]?.sequence;
  const statements = [
    `grant usage on schema ${schema} to ${role}`,
    `revoke all on all tables in schema ${schema} from ${role}`,
    `grant select, insert, update, delete on all tables in schema ${schema} to ${role}`,
    `revoke update, delete on table ${auditLog} from ${role}`,
    `revoke all on all sequences in schema ${schema} from ${role}`,
    // UPDATE: setval, which the reference catalogue's seed uses after inserting explicit ids.
    `grant usage, select, update on all sequences in schema ${schema} to ${role}`,
    ...(auditSequence ? [`revoke update on sequence ${auditSequence} from ${role}`] : []),
  ];
  await owner.query('begin');
  try {
    for (const statement of statements) await owner.query(statement);
    await owner.query('commit');
  } catch (error) {
    await owner.query('rollback').catch(() => {});
    throw error;
  }
}

async function refuseOwnerRights(owner: pg.ClientBase, role: string): Promise<void> {
  const { rows } = await owner.query<{ superuser: boolean; owned: string[] }>(
    `select coalesce((select rolsuper from pg_roles where rolname = $1), false) as superuser,
       array(
         select 'schema ' || n.nspname from pg_namespace n
           where n.nspname = $2 and pg_has_role($1, n.nspowner, 'USAGE')
         union all
         select case c.relkind when 'S' then 'sequence ' else 'table ' end || c.relname
           from pg_class c
           join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = $2 and c.relkind in ('r', 'p', 'S', 'v', 'm', 'f')
             and pg_has_role($1, c.relowner, 'USAGE')
         order by 1
       ) as owned`,
    [role, SCHEMA],
  );
  const { superuser, owned } = rows[0];
  if (superuser) {
    throw new Error(
      `The app's role "${role}" (DATABASE_URL) is a superuser: it could rewrite the audit log. ` +
        'Give the app a role of its own without SUPERUSER.',
    );
  }
  if (owned.length) {
    throw new Error(
      `The app's role "${role}" (DATABASE_URL) has the rights of the owner of ` +
        `${owned.slice(0, 5).join(', ')}${owned.length > 5 ? ` and ${owned.length - 5} more` : ''}, ` +
        'so it could rewrite the audit log. Make the migration role (DATABASE_MIGRATION_URL) ' +
        'the owner of the database, its public schema and its tables, and do not make the ' +
        "app's role a member of it (see the README, the app role).",
    );
  }
}
