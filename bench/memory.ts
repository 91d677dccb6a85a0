/** Every server's RSS, read from /proc every MEMORY_SAMPLE_SECONDS while the bench runs. */
import { MEMORY_SAMPLE_SECONDS } from './config';
import type { Child } from './proc';

export interface RssSeries {
  label: string;
  /** Seconds since the series' first sample, and the RSS then (MB). */
  samples: { atS: number; rssMb: number }[];
}

/** First, after five minutes (when the series is that long), last and peak of one series. */
export function rssSummary(series: RssSeries) {
  const { samples } = series;
  const rss = samples.map((s) => s.rssMb);
  const atFive = samples.find((s) => s.atS >= 300);
  return {
    start: rss[0],
    afterFiveMin: atFive?.rssMb,
    end: rss[rss.length - 1],
    peak: Math.max(...rss),
    seconds: samples[samples.length - 1].atS,
  };
}

export class MemorySampler {
  private readonly watched: { series: RssSeries; child: Child; since: number }[] = [];
  private readonly timer = setInterval(() => this.sample(), MEMORY_SAMPLE_SECONDS * 1000);

  get series(): RssSeries[] {
    return this.watched.map((w) => w.series).filter((s) => s.samples.length > 0);
  }

  /** Follows `child` under `label` from now until it exits. */
  watch(label: string, child: Child) {
    this.watched.push({ series: { label, samples: [] }, child, since: performance.now() });
    this.sample();
  }

  private sample() {
    for (const { series, child, since } of this.watched) {
      if (child.process.exitCode !== null || child.process.signalCode !== null) continue;
      try {
        const atS = (performance.now() - since) / 1000;
        series.samples.push({ atS, rssMb: child.memory().rssMb });
      } catch {
        /* exited between the check and the read */
      }
    }
  }

  stop() {
    this.sample();
    clearInterval(this.timer);
  }
}
