import { useSyncRunner } from '../lib/offline/use-sync-runner';

/**
 * Mounted once under the signed-in screens: sends this device's outbox. The pages a till sells
 * with offline come from the service worker's copy of the build, which controls the page as soon
 * as it is installed (clientsClaim), so nothing is loaded ahead here: a signed-in screen's own
 * requests never wait behind a batch of page chunks.
 */
export function SyncRunnerMount() {
  useSyncRunner();
  return null;
}
