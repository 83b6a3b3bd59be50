import { PGlite } from "@electric-sql/pglite"
let t = performance.now()
const a = await PGlite.create("memory://"); console.log("create1", Math.round(performance.now() - t)); t = performance.now()
const b = await PGlite.create("memory://"); console.log("create2", Math.round(performance.now() - t)); t = performance.now()
await a.exec("create table x (id int); insert into x values (1)")
const dump = await a.dumpDataDir("none"); console.log("dump", Math.round(performance.now() - t), dump.size); t = performance.now()
const c = await PGlite.create({ loadDataDir: dump }); console.log("load", Math.round(performance.now() - t)); t = performance.now()
console.log((await c.query("select * from x")).rows)
