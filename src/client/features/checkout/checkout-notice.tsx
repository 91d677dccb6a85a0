import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** Why there is nothing to check out, with the way back to Take Order. */
export function Notice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-start gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
      <Button asChild variant="outline">
        <Link to="/take-order">Back to Take Order</Link>
      </Button>
    </Card>
  );
}
