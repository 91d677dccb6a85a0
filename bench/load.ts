/** The orchestrator's side of the load process: one forked child that runs LoadJobs in turn. */
import { fork, type ChildProcess } from 'node:child_process';
import { programPath } from './bundle';
import type { LoadJob, LoadResult } from './load-job';
import { stopChild } from './proc';

type Answer = { result: LoadResult } | { error: string };

export class LoadProcess {
  private child: ChildProcess = fork(programPath('load-worker'), [], { stdio: 'inherit' });

  run(job: LoadJob): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`load process exited with ${code}`));
      this.child.once('exit', onExit);
      this.child.once('message', (answer: Answer) => {
        this.child.off('exit', onExit);
        if ('error' in answer) reject(new Error(answer.error));
        else resolve(answer.result);
      });
      this.child.send(job);
    });
  }

  stop() {
    return stopChild(this.child);
  }
}
