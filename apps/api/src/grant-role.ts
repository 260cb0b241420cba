// `npm run grant-role -- <email> <role>`: grants a staff role (underwriter, support, operations) to the account of
// <email>, on the database the app is configured with (.env at the root when present; DATABASE_URL, or the embedded
// database under DATA_DIR: stop `npm start` first, since the embedded database belongs to one process at a time).
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';
import { findLiveUserByEmail } from './modules/accounts/credentials.service.ts';
import { grantRole, isRole, ROLES } from './modules/roles/roles.service.ts';

async function main(): Promise<number> {
  const [email, role] = process.argv.slice(2);
  if (!email || !role || !isRole(role)) {
    console.error(`Usage: npm run grant-role -- <email> <role>   (roles: ${ROLES.join(', ')})`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 1,
  });
  try {
    await prepareDatabase(database);
    const user = await findLiveUserByEmail(database.db, email);
    if (!user) {
      console.error(`No account uses ${email}.`);
      return 1;
    }
    await grantRole(database.db, user.id, role, new Date());
    console.log(`${email} now has the role ${role}.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
