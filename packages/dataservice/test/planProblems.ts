/**
 * What makes a list's plan unfit at a busy year's size (explain.test.ts): a sequential scan of a
 * table of more than `largeRows` rows, a sort that spills to disk, or a list procedure left as a
 * function scan (not inlined: its whole result is built before the LIMIT). A node never run
 * (the page of a `limit=0` count) is no problem.
 *
 * `scans`: a substring search or a sum may read a whole table. `countsAll`: the request has no
 * filter, so its exact count reads every row, and a sequential scan is the cheapest way to do
 * so — allowed under the count's InitPlan only, never for the page. `oneRow`: a procedure that
 * answers one row (a sum) may run as a function scan: it plans its query with its arguments.
 */
interface Allowances {
  largeRows?: number;
  scans?: boolean;
  countsAll?: boolean;
  oneRow?: boolean;
}
import type { PlanNode } from './listStatements';

export function planProblems(
  plan: PlanNode,
  tableRows: ReadonlyMap<string, number>,
  { largeRows = 10_000, scans = false, countsAll = false, oneRow = false }: Allowances = {},
): string[] {
  const problems: string[] = [];
  const walk = (node: PlanNode, inCount: boolean) => {
    if (node['Actual Loops'] === 0) return;
    const counting = inCount || node['Parent Relationship'] === 'InitPlan';
    const rows = node['Relation Name'] ? (tableRows.get(node['Relation Name']) ?? 0) : 0;
    if (node['Node Type'] === 'Seq Scan' && rows > largeRows && !scans && !(countsAll && counting)) {
      problems.push(`Seq Scan on ${node['Relation Name']} (${rows} rows)`);
    }
    if (node['Sort Method']?.includes('external') || node['Sort Space Type'] === 'Disk') {
      problems.push(`Sort on disk (${node['Sort Method']})`);
    }
    if (node['Node Type'] === 'Function Scan' && node['Function Name']?.startsWith('a_get_') && !oneRow) {
      problems.push(`Function Scan of ${node['Function Name']} (not inlined)`);
    }
    node.Plans?.forEach((child) => walk(child, counting));
  };
  walk(plan, false);
  return problems;
}

/** The plan as indented lines ("Index Scan kaefer (kaefer_fund_idx) 50 rows"), for a failure's message. */
export function planOutline(plan: PlanNode): string {
  const lines: string[] = [];
  const walk = (node: PlanNode, depth: number) => {
    const on = node['Relation Name'] ?? node['Function Name'] ?? node['CTE Name'] ?? '';
    const index = node['Index Name'] ? ` (${node['Index Name']})` : '';
    const sort = node['Sort Method'] ? ` [${node['Sort Method']}]` : '';
    lines.push(`${'  '.repeat(depth)}${node['Node Type']} ${on}${index}${sort} ${node['Actual Rows'] ?? ''} rows`);
    node.Plans?.forEach((child) => walk(child, depth + 1));
  };
  walk(plan, 0);
  return lines.join('\n');
}
