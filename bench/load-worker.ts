/**
 * The load process: the orchestrator forks it once and sends it LoadJobs over IPC; it runs each
 * with autocannon and answers with a LoadResult. It never runs inside a server process.
 */
import autocannon, { type Request } from 'autocannon';
import type { LoadJob, LoadResult } from './load-job';

function requestsFor(job: LoadJob, cookie: string, failures: string[]): Request[] {
  const headers = {
    origin: job.url,
    cookie,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  const check = (status: number, body: string) => {
    if ((status < 200 || status > 299) && failures.length < 1)
      failures.push(`${status} ${body.slice(0, 300)}`);
  };
  const spec = job.request;
  if (!('sale' in spec)) {
    const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
    return [{ method: spec.method, path: spec.path, headers, body, onResponse: check }];
  }
  return [
    {
      method: 'POST',
      path: '/api/order-items',
      headers,
      body: JSON.stringify(spec.sale.item),
      onResponse: (status, body, context) => {
        check(status, body);
        if (status === 201) context.orderId = (JSON.parse(body) as { order__id: number }).order__id;
      },
    },
    {
      method: 'PATCH',
      headers,
      body: JSON.stringify({
        is_paid: true,
        order_name: spec.sale.orderName,
        paid_amount: spec.sale.paidAmount,
        discount: null,
      }),
      setupRequest: (request, context) =>
        context.orderId
          ? { ...request, path: `/api/orders/${String(context.orderId)}/complete-order-payment` }
          : null,
      onResponse: check,
    },
  ];
}

async function run(job: LoadJob): Promise<LoadResult> {
  const failures: string[] = [];
  let next = 0;
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    setupClient: (client) =>
      client.setRequests(
        requestsFor(job, job.cookies[next++ % job.cookies.length] ?? '', failures),
      ),
  });
  const perRequest = 'sale' in job.request ? 2 : 1;
  return {
    count: result.requests.total / perRequest,
    perSecond: result.requests.total / perRequest / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    firstFailure: failures[0],
  };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send!({ result }),
    (error: Error) => process.send!({ error: error.stack ?? String(error) }),
  );
});
