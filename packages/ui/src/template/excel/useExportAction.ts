import { useState } from 'react';

/**
 * Runs an export: busy while the file is built (exceljs loads on the first one), and the
 * failure as a sentence instead of an unhandled rejection.
 */
export function useExportAction() {
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (exportFile: () => unknown) => {
    setIsBusy(true);
    setFailure(null);
    try {
      await exportFile();
    } catch (error) {
      setFailure(`The file could not be written: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setIsBusy(false);
    }
  };
  return { isBusy, failure, run };
}
