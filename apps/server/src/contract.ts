// The server's single door to the contract, so a change in where it lives touches one file.
export * from '@coinsight/domain/api';
