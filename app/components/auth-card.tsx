import type { ReactNode } from "react";
import { Card } from "./ui/card";

/** The frame of the sign-in, registration and password pages. */
export function AuthCard({ title, description, children, footer }: { title: string; description: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <main id="main" className="bg-navy-50/60 px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-lg">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
          <p className="mt-2 text-ink-soft">{description}</p>
        </div>
        <Card className="mt-8 p-6 sm:p-8">{children}</Card>
        {footer ? <div className="mt-6 text-center text-sm text-ink-soft">{footer}</div> : null}
      </div>
    </main>
  );
}
