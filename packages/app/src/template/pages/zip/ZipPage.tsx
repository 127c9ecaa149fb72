import { downloadBlob } from '@waldmonitor/ui';
import { ZipScreen, buildTextZip, type ZipExportRequest } from '@waldmonitor/ui/template/zip';
import { useExportArticles } from '../useExportArticles';

async function saveZip({ table, fileName }: ZipExportRequest): Promise<void> {
  const file = await buildTextZip(table, fileName);
  downloadBlob(file.blob, file.fileName);
}

/** /template/zip/download */
export function TemplateExportZipPage() {
  return <ZipScreen {...useExportArticles()} onExport={saveZip} />;
}
