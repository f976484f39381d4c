// The top self-time functions of a V8 .cpuprofile (node --cpu-prof): `node bench/cpuprofile-top.mjs file [n]`.
import fs from 'node:fs';

const [file, count = '30'] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
const deltas = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const node = byId.get(profile.samples[i]);
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/wt-[^/]+\//, '')}:${lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log(`total ${(total / 1000).toFixed(0)} ms sampled`);
for (const [key, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  console.log(
    `${(micros / 1000).toFixed(1).padStart(8)} ms ${((micros / total) * 100).toFixed(1).padStart(5)} %  ${key}`,
  );
}
