export { ClientPeople, type ClientPeopleProps } from './ClientPeople';
