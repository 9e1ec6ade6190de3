// Member alerts (issue 17): a VIP's indicator and price alerts, listed, added and removed.
export {};
