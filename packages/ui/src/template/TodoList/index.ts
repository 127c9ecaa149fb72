export { TodoList, type TodoListProps } from './TodoList';
