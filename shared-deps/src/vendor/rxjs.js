export * from 'rxjs';
