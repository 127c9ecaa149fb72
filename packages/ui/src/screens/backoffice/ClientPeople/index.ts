export { ClientPeople, type ClientPeopleProps, type ClientUsersFilter } from './ClientPeople';
