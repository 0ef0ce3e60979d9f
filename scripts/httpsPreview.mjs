// A build served by `vite preview` over HTTPS, so HTTP/2, as Firebase Hosting serves the shop
// (bench/https-preview.config.ts): the benchmark and the profile measure the same request chain.
import { spawn } from 'node:child_process';
import https from 'node:https';

/** Whether the server at `origin` answers; its certificate is the self-signed one of bench/https-preview.config.ts. */
const answers = (origin) =>
  new Promise((done) => {
    https.get(origin, { rejectUnauthorized: false }, (res) => done(res.statusCode === 200)).on('error', () => done(false));
  });

/** Ends the preview's process group; one that has already exited is left alone. */
const stopGroup = (child) => {
  try {
    process.kill(-child.pid);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
};

/** Serves `dir` on `port` and resolves once it answers, with its origin and a stop function. */
export async function startHttpsPreview(dir, port) {
  const origin = `https://127.0.0.1:${port}`;
  // A server left over from an interrupted run would answer in place of this one, and the figures
  // would be another build's without a word (--strictPort only makes the new server exit).
  if (await answers(origin)) throw new Error(`${origin} already answers: stop the server holding port ${port} first`);
  const args = ['vite', 'preview', '--config', 'bench/https-preview.config.ts', '--outDir', dir, '--host', '127.0.0.1'];
  const child = spawn('npx', [...args, '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
  for (let waited = 0; waited < 30_000; waited += 250) {
    if (await answers(origin)) return { origin, stop: () => stopGroup(child) };
    await new Promise((r) => setTimeout(r, 250));
  }
  stopGroup(child);
  throw new Error(`vite preview did not answer on ${origin}`);
}
