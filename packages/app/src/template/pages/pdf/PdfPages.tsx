import { PdfScreen } from '@waldmonitor/ui/template';
import useSWR from 'swr';
import { useTemplateDataApi } from '../../../templateApi/templateDataApi';
import { swrQuery } from '../../swrQuery';

/** The article the PDF pages lay out for print (the template prints a fixed one). */
const PRINTED_ARTICLE_ID = 1;

function PdfPage({ printWhenReady }: { printWhenReady: boolean }) {
  const api = useTemplateDataApi();
  const article = useSWR(['template/article', PRINTED_ARTICLE_ID], () => api.articleDetail(PRINTED_ARTICLE_ID));
  return <PdfScreen article={swrQuery(article)} printWhenReady={printWhenReady} />;
}

/** /template/pdf/index: the article laid out for print, with a Print button. */
export const TemplatePdfPage = () => <PdfPage printWhenReady={false} />;
/** /template/pdf/download (hidden): the same, and the print dialog opens by itself. */
export const TemplatePdfDownloadPage = () => <PdfPage printWhenReady />;
