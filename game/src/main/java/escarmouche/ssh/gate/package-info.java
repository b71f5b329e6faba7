/**
 * The server's front door: connection caps per address and in all, login deadlines and tries, and the
 * refusal of everything but one shell per connection.
 */
package escarmouche.ssh.gate;
