import { isNetworkFailure } from '../../lib/http/network-failure';

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a request again, as it is (the same body and Idempotency-Key), until the server answers:
 * a request whose answer was lost may have reached the server, and the key makes the server replay
 * its first answer instead of charging twice. `onDropped` says whether the connection is down now.
 * Any answer, success or refusal, ends it.
 */
export async function sendUntilAnswered<T>(
  send: () => Promise<T>,
  onDropped: (dropped: boolean) => void,
): Promise<T> {
  for (let wait = FIRST_RETRY_MS; ; wait = Math.min(wait * 2, LONGEST_RETRY_MS)) {
    try {
      const answer = await send();
      onDropped(false);
      return answer;
    } catch (error) {
      const dropped = isNetworkFailure(error);
      onDropped(dropped);
      if (!dropped) throw error;
      await sleep(wait);
    }
  }
}
