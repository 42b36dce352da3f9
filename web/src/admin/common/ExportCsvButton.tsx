// "Export CSV" of a filtered admin list (leads, applications): the server makes the file; this button fetches it
// with the admin's token, says when it is ready or why it failed, and is busy meanwhile.
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

function DownloadIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}

export function ExportCsvButton({ download, what, disabled = false }: {
  /** Fetches the file and hands it to the browser; answers its name. */
  download: () => Promise<{ filename: string }>;
  /** What is exported, for the failure's title: "the leads". */
  what: string;
  disabled?: boolean;
}) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { filename } = await download();
      notifications.show({ color: 'green', title: 'Export ready', message: `${filename} was downloaded.` });
    } catch (err) {
      notifications.show({ color: 'red', title: `Could not export ${what}`, message: err instanceof Error ? err.message : String(err) });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button leftSection={<DownloadIcon />} variant="light" onClick={exportCsv} loading={exporting} disabled={disabled}>
      Export CSV
    </Button>
  );
}
