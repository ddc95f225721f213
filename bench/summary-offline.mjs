// The summary page's section on field work without a signal: a field screen's second visit with the
// network cut (bench/offline-lighthouse.mjs) and the outbox sending a day's forms (bench/outbox.mjs).
import { readResults } from './results.mjs';

function lighthouseLines(last) {
  if (!last) return ['No offline Lighthouse run yet: `node bench/offline-lighthouse.mjs --url …`.', ''];
  const m = last.machine;
  const out = [
    `${last.date}, commit \`${last.commit}\`, ${m.cpus} × ${m.cpu}, Node ${m.node}, as ${last.user}: Lighthouse's ` +
      `mobile profile (simulated throttling), storage kept, the network cut after one visit; ${last.runsPerPage} runs, ` +
      `the median shown. Target: largest paint ≤ ${last.budgetLcpMs} ms.`,
    '',
    '| screen | path | LCP ms (median) | observed LCP ms | runs (LCP ms) | data shown offline | target met |',
    '|---|---|--:|--:|---|---|---|',
  ];
  for (const p of last.pages) {
    const met = p.showsDataOffline && p.median.lcpMs <= last.budgetLcpMs;
    out.push(
      `| ${p.name} | \`${p.path}\` | ${p.median.lcpMs} | ${p.median.observedLcpMs} | ${p.runs.map((r) => r.lcpMs).join(', ')} | ` +
        `${p.showsDataOffline ? 'yes' : '**no**'} | ${met ? 'yes' : '**no**'} |`,
    );
  }
  return [...out, ''];
}

function outboxLines(last) {
  if (!last) return ['No outbox run yet: `node bench/outbox.mjs --url …`.', ''];
  const met = last.exactlyOnce && last.sendSeconds <= last.budgetSeconds;
  return [
    `${last.date}, commit \`${last.commit}\`, Node ${last.machine.node}: ${last.forms} equipment forms with two photos ` +
      `each (${last.requests} writes) saved offline on a 375 px phone through the screens in ${last.queueSeconds} s; ` +
      `after the network returned, everything was sent in **${last.sendSeconds} s** (target ≤ ${last.budgetSeconds} s: ` +
      `${met ? 'met' : '**not met**'}; 1-minute load average ${last.loadAverage1m ?? '–'}); on the server ${last.formsOnServer} forms and ${last.photosOnServer} photos ` +
      `(${last.exactlyOnce ? 'exactly once' : '**not exactly once**'}).`,
    '',
  ];
}

/** The newest run of each offline measurement. */
export function offlineSummary() {
  return [
    '## Field work without a signal',
    '',
    ...lighthouseLines(readResults('offline-lighthouse').at(-1)),
    ...outboxLines(readResults('outbox').at(-1)),
  ];
}
