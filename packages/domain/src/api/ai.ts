// Endpoints of this area are declared here (see endpoint.ts).
