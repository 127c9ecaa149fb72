// The bench's scroll figure (tableScroll.mjs): the Table primitive with 10,000 rows in its
// virtualised scroll region, as the primitive's TenThousandRows story shows it, built on its own
// (no app, no msw) so that the frame rate is the table's alone.
import { createRoot } from 'react-dom/client';
import { Table } from '../../../packages/ui/src/primitives/Table';
import { numberedColumns, tenThousandRows } from '../../../packages/ui/src/primitives/Table/tableStoryData';
import { GlobalStyle } from '../../../packages/ui/src/theme';

const root = document.getElementById('root');
if (!root) throw new Error('#root fehlt');
createRoot(root).render(
  <>
    <GlobalStyle />
    <Table
      caption="Zählungen"
      columns={numberedColumns}
      rows={tenThousandRows}
      getRowId={(row) => row.id}
      maxHeight="25rem"
    />
  </>,
);
