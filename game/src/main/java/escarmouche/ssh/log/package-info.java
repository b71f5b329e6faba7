/** The SSH server's log for its admin: connections, logins, limits hit, errors. */
package escarmouche.ssh.log;
