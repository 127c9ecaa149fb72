import { useState } from 'react';
import styled from 'styled-components';
import { filterTodos, type TodoFilter, type TodoItem } from '../../model/template/todos';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Checkbox } from '../../primitives/Checkbox';
import { IconButton } from '../../primitives/IconButton';
import { Inline } from '../../primitives/Inline';
import { TextField } from '../../primitives/TextField';
import { color, space } from '../../theme';

export interface TodoListProps {
  todos: readonly TodoItem[];
  /** Every change hands over the whole list (the app keeps it in local storage). */
  onChange: (todos: TodoItem[]) => void;
  /** Heading level of the card's title, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

const FILTERS: readonly { value: TodoFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
];

/** The dashboard's to-do card (the template's TodoMVC): add with Enter, tick, remove, filter. */
export function TodoList({ todos, onChange, headingLevel = 2 }: TodoListProps) {
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<TodoFilter>('all');
  const left = todos.filter((todo) => !todo.done).length;
  const replace = (target: TodoItem, next: TodoItem | null) =>
    onChange(todos.flatMap((todo) => (todo === target ? (next ? [next] : []) : [todo])));

  return (
    <Card title="Todo List" headingLevel={headingLevel}>
      <TextField
        label="New todo"
        isLabelHidden
        placeholder="What needs to be done?"
        value={text}
        onChange={setText}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || text.trim() === '') return;
          onChange([...todos, { text: text.trim(), done: false }]);
          setText('');
        }}
      />
      <List aria-label="Todos">
        {filterTodos(todos, filter).map((todo, index) => (
          <Item key={`${index}-${todo.text}`} $isDone={todo.done}>
            <Checkbox label={todo.text} checked={todo.done} onChange={(done) => replace(todo, { ...todo, done })} />
            <IconButton icon="close" label={`Remove ${todo.text}`} size="sm" onClick={() => replace(todo, null)} />
          </Item>
        ))}
      </List>
      <Inline gap={2} justify="space-between">
        <span>
          {left} {left === 1 ? 'item' : 'items'} left
        </span>
        <Inline gap={1} role="group" aria-label="Show">
          {FILTERS.map((option) => (
            <Button
              key={option.value}
              size="sm"
              variant={filter === option.value ? 'primary' : 'text'}
              aria-pressed={filter === option.value}
              onClick={() => setFilter(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </Inline>
        <Button size="sm" variant="text" onClick={() => onChange(todos.filter((todo) => !todo.done))}>
          Clear completed
        </Button>
      </Inline>
    </Card>
  );
}

const List = styled.ul`
  margin: ${space[3]} 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $isDone: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  padding: ${space[1]} 0;
  border-bottom: 1px solid ${color.border};
  color: ${(p) => (p.$isDone ? color.textSecondary : color.text)};
  text-decoration: ${(p) => (p.$isDone ? 'line-through' : 'none')};
`;
