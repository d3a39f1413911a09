import { SecondaryIndex } from "../src/storage/secondary-index.js";
import { keysOf } from "../../domain/src/search/search-text.js";
import { ObjectId } from "bson";
const LAST = ["Silva","Santos","Oliveira","Souza","Rodrigues","Ferreira","Alves","Pereira","Lima","Gomes","Costa","Ribeiro","Martins","Carvalho","Almeida","Lopes","Soares","Fernandes","Vieira","Barbosa"];
const FIRST = ["Ana","Bárbara","Carlos","Débora","Eduardo","Fátima","Gustavo","Helena","Íris","João","Karina","Lúcia","Marcos","Natália","Otávio","Paula","Renata","Sérgio","Tânia","Vinícius"];
const pick = <T>(l: readonly T[], i: number) => l[i % l.length]!;
const nameOf = (i: number) => `${pick(FIRST, i)} ${pick(LAST, Math.floor(i / 20))} ${pick(LAST, Math.floor(i / 400) + 7)}`;
const phoneOf = (i: number) => `55119${String(10_000_000 + i * 7).slice(-8)}`;
const emailOf = (i: number) => `user${i}@${pick(["acme", "globex", "initech", "umbrella"], i)}.example`;
const PID = "6748f0a1b2c3d4e5f6a7b8c9";
const mk = (i: number) => ({ _id: new ObjectId().toHexString(), projectId: process.env.INTERN ? PID : JSON.parse(JSON.stringify(PID)), type: process.env.INTERN ? "contact" : JSON.parse('"contact"'), recordId: "r" + i,
  keys: keysOf({ names: [nameOf(i)], phones: [phoneOf(i)], exact: [emailOf(i)], text: [`${pick(["proposal","invoice"], i)} team ${pick(LAST, i + 3)} Ltda`], substrings: true }).map((k) => JSON.parse(JSON.stringify(k))) });
const idx = new SecondaryIndex({ key: { projectId: 1, keys: 1, type: 1 }, name: "k" }, undefined);
const N = Number(process.env.N ?? 30000);
for (let i = 0; i < N; i++) { const d = mk(i); idx.add(d, d._id); }
idx.list.size; idx.list.first(() => true);
console.log("entries", idx.list.size);
const docs = Array.from({ length: 3000 }, (_, k) => mk(5_000_000 + k));
for (let rep = 0; rep < 3; rep++) {
  const t = process.cpuUsage();
  for (let k = rep * 1000; k < rep * 1000 + 1000; k++) { const d = docs[k]!; idx.add(d, d._id); if (k % 5 === 0) idx.list.first(() => true); }
  const c = process.cpuUsage(t);
  console.log(`per doc ${((c.user + c.system) / 1000 / 1000).toFixed(3)} ms`);
}
