/**
 * The dashboard's to-do list (the template's TodoMVC card), kept in local storage.
 */
export interface TodoItem {
  text: string;
  done: boolean;
}

export type TodoFilter = 'all' | 'active' | 'completed';

/** The template's key in local storage. */
export const TODO_STORAGE_KEY = 'todos';

export const DEFAULT_TODOS: readonly TodoItem[] = [
  { text: 'star this repository', done: false },
  { text: 'fork this repository', done: false },
  { text: 'follow author', done: false },
  { text: 'vue-element-admin', done: true },
  { text: 'vue', done: true },
  { text: 'element-ui', done: true },
  { text: 'axios', done: true },
  { text: 'webpack', done: true },
];

export function filterTodos(todos: readonly TodoItem[], filter: TodoFilter): TodoItem[] {
  if (filter === 'active') return todos.filter((todo) => !todo.done);
  if (filter === 'completed') return todos.filter((todo) => todo.done);
  return [...todos];
}

/** Reads stored to-dos; anything that is not a list of `{text, done}` gives the defaults. */
export function parseTodos(stored: string | null): TodoItem[] {
  if (!stored) return [...DEFAULT_TODOS];
  try {
    const value: unknown = JSON.parse(stored);
    const isList =
      Array.isArray(value) &&
      value.every(
        (item) =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as TodoItem).text === 'string' &&
          typeof (item as TodoItem).done === 'boolean',
      );
    return isList ? (value as TodoItem[]) : [...DEFAULT_TODOS];
  } catch {
    return [...DEFAULT_TODOS];
  }
}
