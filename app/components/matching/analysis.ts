import { useCallback, useEffect, useRef, useState } from "react";

/** The spec's AI match analysis delay: "Analyzing your requirements..." shows this long after Find My Matches. */
export const ANALYSIS_DELAY_MS = 3_000;

/**
 * Holds the analysing state for ANALYSIS_DELAY_MS from the moment `start` is
 * called (the form's submit), however fast the results arrive. `analysed`
 * stays true afterwards, so the results can take focus when they appear.
 */
export function useAnalysisDelay(): { holding: boolean; analysed: boolean; start: () => void } {
  const [holding, setHolding] = useState(false);
  const [analysed, setAnalysed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    setHolding(true);
    setAnalysed(true);
    timer.current = setTimeout(() => setHolding(false), ANALYSIS_DELAY_MS);
  }, []);
  return { holding, analysed, start };
}
