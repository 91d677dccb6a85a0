import { openDatabase } from './client';

// Opening the database runs the committed migrations.
const database = await openDatabase(process.env);
console.log(`Migrations applied (${database.kind}).`);
await database.close();
