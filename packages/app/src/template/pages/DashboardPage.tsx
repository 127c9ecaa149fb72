import { lazyLoad, Spinner } from '@waldmonitor/ui';
import { DashboardScreen } from '@waldmonitor/ui/template';
import { TEMPLATE_ROLE, TODO_STORAGE_KEY, mapQuery, parseTodos, type TodoItem } from '@waldmonitor/ui/model';
import { Suspense, useState } from 'react';
import useSWR from 'swr';
import { useTemplateDataApi } from '../../templateApi/templateDataApi';
import { useTemplateUser } from './useTemplateUser';
import { swrQuery } from '../swrQuery';

// echarts comes with this chunk only, when the admin's dashboard first draws a chart.
const TemplateChart = lazyLoad(() => import('@waldmonitor/ui/template/charts')).component((m) => m.TemplateChart);

/** The to-dos in local storage under the template's key, as the template keeps them. */
function useStoredTodos(): [TodoItem[], (todos: TodoItem[]) => void] {
  const [todos, setTodos] = useState(() => parseTodos(localStorage.getItem(TODO_STORAGE_KEY)));
  return [
    todos,
    (next) => {
      setTodos(next);
      localStorage.setItem(TODO_STORAGE_KEY, JSON.stringify(next));
    },
  ];
}

/** /template/dashboard (pinned): the admin's panels and charts, everybody else's profile card. */
export function TemplateDashboardPage() {
  const api = useTemplateDataApi();
  const user = useTemplateUser();
  const isAdmin = user?.roles.includes(TEMPLATE_ROLE.admin) ?? false;
  const transactions = useSWR(isAdmin ? 'template/transactions' : null, () => api.transactionList());
  const [todos, setTodos] = useStoredTodos();
  if (!user) return <Spinner placement="centre" label="Loading …" />;
  return (
    <DashboardScreen
      variant={isAdmin ? 'admin' : 'editor'}
      user={user}
      renderChart={(kind, data) => (
        <Suspense fallback={<Spinner label="Loading the chart …" />}>
          <TemplateChart kind={kind} data={data} />
        </Suspense>
      )}
      transactions={mapQuery(swrQuery(transactions), (page) => page.items)}
      todos={todos}
      onTodosChange={setTodos}
    />
  );
}
