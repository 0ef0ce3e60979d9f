// The page's main thread in a Chrome performance trace, and what blocked it measured in CPU time.

/** The renderer main thread of the page ('pid:tid'): the CrRendererMain with the most work. */
export function mainThread(events) {
  const work = new Map();
  const names = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
    if (e.ph === 'X' && e.name === 'RunTask') work.set(`${e.pid}:${e.tid}`, (work.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  }
  return [...work].filter(([key]) => names.get(key) === 'CrRendererMain').sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * Total blocking time from the first contentful paint on, as Lighthouse's mobile preset counts it
 * (each task `slowdown` times longer, its part over 50 ms), but taken from each task's thread time
 * (the trace's `tdur`) instead of its wall time. On a shared two-core host the main thread is often
 * descheduled in the middle of a task: in Lighthouse's own traces of 27 November the shop's tasks
 * over 12.5 ms ran up to five times longer on the wall than on the CPU, and the plain React page's
 * TBT read 33-140 ms where a quiet host gives about 3. Thread time leaves that out, so this figure
 * moves with the page's own work rather than with the host (the plain page: 0 ms in every run).
 * It also leaves out the rare wait inside a task (a synchronous call to another process).
 */
export function cpuBlockingMs(events, slowdown = 4) {
  const thread = mainThread(events);
  if (!thread) return NaN;
  const pid = Number(thread.split(':')[0]);
  const fcp = Math.min(...events.filter((e) => e.name === 'firstContentfulPaint' && e.pid === pid).map((e) => e.ts));
  return events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && `${e.pid}:${e.tid}` === thread && (!Number.isFinite(fcp) || e.ts + e.dur > fcp))
    .reduce((sum, task) => sum + Math.max(0, (slowdown * (task.tdur ?? task.dur)) / 1000 - 50), 0);
}
