import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema } from '../../shared/validation';
import { createUser, findUserByEmail, passwordWeakness } from '../auth';
import { openDatabase } from '../db';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    staff: { type: 'boolean', default: false },
    admin: { type: 'boolean', default: false },
  },
});

const email = emailSchema.safeParse(values.email ?? '');
const password = passwordSchema.safeParse(values.password ?? '');
if (!email.success || !password.success) {
  console.error('Usage: npm run user:create -- --email E --password P [--staff] [--admin]');
  console.error('The email must be valid and the password at least 6 characters long.');
  process.exit(2);
}
const weakness = await passwordWeakness(password.data, [email.data]);
if (weakness) {
  console.error(weakness);
  process.exit(2);
}

const database = await openDatabase(process.env);
try {
  if (await findUserByEmail(database.db, email.data)) {
    console.error(`A user with the email ${email.data} already exists.`);
    process.exitCode = 1;
  } else {
    const user = await createUser(database.db, {
      email: email.data,
      password: password.data,
      isStaff: values.staff || values.admin,
      isAdmin: values.admin,
    });
    console.log(
      `Created user ${user.id} ${user.email} (staff: ${user.isStaff}, admin: ${user.isAdmin})`,
    );
  }
} finally {
  await database.close();
}
