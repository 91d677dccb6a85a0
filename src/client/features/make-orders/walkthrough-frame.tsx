import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

export function BackToQueue() {
  return (
    <Button asChild variant="outline">
      <Link to="/make-orders">Back to the queue</Link>
    </Button>
  );
}

/** A walkthrough that has nothing to make (completed, or gone): its title, a line, the way back. */
export function WalkthroughNotice({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
      <BackToQueue />
    </div>
  );
}

/** The walkthrough's column: the order's name with its state beside it, then the walkthrough. */
export function WalkthroughFrame(props: { title: string; state: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{props.title}</h1>
        {props.state}
      </div>
      {props.children}
    </div>
  );
}
